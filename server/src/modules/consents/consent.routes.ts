import { isEmail } from 'class-validator';
import { Router } from 'express';
import { CSV_BOM, csvRow } from '../../common/csv';
import { Messages } from '../../common/errors';
import { normaliseEmail } from '../../common/validation';
import { accountOf, requireAccount } from '../../http/require-account';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import type { ConsentRecord } from './consent-record.entity';
import { recipientList } from './consent-text';
import { CONSENT_PATH_LABELS } from './consents.enums';

const HEADER = [
  'Recorded at (UTC)',
  'Kind',
  'Given or withdrawn',
  'Where',
  'Text shown',
  'Recipients',
  'Privacy notice version',
  'E-mail',
  'Account id',
  'Record id',
];

const toRow = (r: ConsentRecord) =>
  csvRow([
    r.createdAt.toISOString(),
    r.kind,
    r.action,
    CONSENT_PATH_LABELS[r.path],
    r.text,
    recipientList(r.recipients),
    r.noticeVersion,
    r.email,
    r.personId ?? '',
    r.id,
  ]);

/**
 * GET /admin/consents.csv?email=...: one person's consent records as a CSV download, for an approved administrator
 * (the one access check, by session cookie). Each download is written to the audit trail.
 */
export function consentRouter(services: Services): Router {
  const router = Router();
  const admin = requireAccount(services, { types: [UserType.ADMIN] });
  router.get('/admin/consents.csv', admin, async (req, res, next) => {
    try {
      const email = typeof req.query.email === 'string' ? normaliseEmail(req.query.email) : '';
      if (email.length > 254 || !isEmail(email)) {
        res.status(400).type('text/plain').send(Messages.invalidEmail);
        return;
      }
      const records = await services.consents.adminExport(accountOf(res).id, email);
      const date = new Date().toISOString().slice(0, 10);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Disposition', `attachment; filename="consent-records-${date}.csv"`);
      res.send(CSV_BOM + csvRow(HEADER) + records.map(toRow).join(''));
    } catch (err) {
      next(err);
    }
  });
  return router;
}
