/** The judge's producer side of the fit queue: teaches schedule fits, and a superseded version asked for by name is fitted on demand. */
export const FIT_QUEUE = Symbol('FIT_QUEUE');
