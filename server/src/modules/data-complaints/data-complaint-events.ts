import { DomainEvent } from '../../common/events';

/** A data complaint was made or moved on: the administrators' unanswered-complaint badge is counted again. */
export class DataComplaintsChanged extends DomainEvent {}
