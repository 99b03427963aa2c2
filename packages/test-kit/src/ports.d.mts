/** A port nothing listens on now, on 127.0.0.1 (the system picks it). */
export function freePort(): Promise<number>;
