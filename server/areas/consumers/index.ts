/** The consumers area's surface: the only file another area (or the plumbing) imports from server/areas/consumers/. */
export { readConsumerDetails } from './consumer-details.ts';
export { rehashConsumersWithKeys, type RehashReport } from './consumer-rehash.ts';
export { validateConsumer, type ValidationContext } from './consumer-validation.service.ts';
export {
  consumerRelation, deleteUnorderedConsumer, findConsumer, insertConsumer, lockPerson, personKeysOf,
  type ConsumerRow, type EarlierOrder, type EarlierOrders, type OrdersOfConsumer, type PersonKeys,
} from './consumers.repository.ts';
export { historyFacts, keepHistoryPrivate, privateRefusalText, purgeRefusalNotices, sendRefusalNotice } from './order-history.ts';
export { flaggedReasonText, reviewedOrderMrns, reviewReasonText, type NamedOrder, type ReviewDetail, type SharedAddressDetail } from './review-reasons.ts';
export { consumerIdsMatching, nameSplits, personMatches, type PersonMatch, type PersonSearch } from './consumer-search.ts';
export { purgeConsumersBefore } from './consumer-purge.ts';
