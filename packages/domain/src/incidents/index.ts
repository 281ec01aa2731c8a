/** Incidents' pure domain (issue 30). */
export * from './setup.ts';
