/**
 * What a job the gateway waits on records when it gives up: nothing. The waiting request reads the
 * job's failure and answers the user with it; a job handed back on shutdown is simply run again.
 */
export async function heardByTheWaitingRequest(): Promise<void> {}
