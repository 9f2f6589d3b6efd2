// The quote request both benchmarks submit (`npm run bench -w backend` against the backend,
// `npm run bench:site` against the production server): a valid one, under a new request id each
// time, since the same id is answered from the first submission.
import { randomUUID } from 'node:crypto';

export function benchQuotePayload() {
  return {
    requestId: randomUUID(),
    surface: 45,
    propertyType: 'appartement',
    hasElevator: true,
    finition: 'huileEnvironnement',
    teinture: false,
    fullName: 'Banc d’essai',
    phone: '06 12 34 56 78',
    email: 'bench@example.com',
    postalCode: '67000',
    acceptTerms: true,
    source: 'modal',
  };
}
