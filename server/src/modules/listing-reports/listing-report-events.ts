import { DomainEvent } from '../../common/events';

/** A listing report was made or resolved: the administrators' open-report badge is counted again. */
export class ListingReportsChanged extends DomainEvent {}
