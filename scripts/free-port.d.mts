/** A TCP port free on 127.0.0.1 right now (the OS picks it), for test and benchmark servers. */
export function freePort(): Promise<number>;
