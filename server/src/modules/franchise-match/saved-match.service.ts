import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { Messages, badInput, notFound } from '../../common/errors';
import type { UnitOfWork } from '../../common/unit-of-work';
import { type MatchAnswersInput, storedAnswers } from '../lead-intake/match-answers';
import { SavedMatch } from './saved-match.entity';

/** A customer keeps at most this many sets of answers. */
export const MAX_SAVED_MATCHES = 10;

/** A customer's saved quiz answers (issue 43): theirs alone, newest first. */
export class SavedMatchService {
  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
  ) {}

  list(customerId: string): Promise<SavedMatch[]> {
    return this.ds.getRepository(SavedMatch).find({ where: { customerId }, order: { createdAt: 'DESC', id: 'DESC' }, take: MAX_SAVED_MATCHES });
  }

  async save(customerId: string, answers: MatchAnswersInput): Promise<SavedMatch> {
    return this.work.run(async (m) => {
      // Counted under a lock on the customer's row, so two saves at once cannot pass the limit together.
      await m.query(`SELECT 1 FROM profiles WHERE id = $1 FOR UPDATE`, [customerId]);
      if ((await m.getRepository(SavedMatch).countBy({ customerId })) >= MAX_SAVED_MATCHES) throw badInput(Messages.tooManySavedMatches);
      return m.getRepository(SavedMatch).save({ customerId, answers: storedAnswers(answers) });
    });
  }

  async delete(customerId: string, id: string): Promise<boolean> {
    const found = isUUID(id) ? await this.ds.getRepository(SavedMatch).findOneBy({ id, customerId }) : null;
    if (!found) throw notFound(Messages.savedMatchNotFound);
    await this.work.run((m) => m.getRepository(SavedMatch).delete({ id, customerId }));
    return true;
  }
}
