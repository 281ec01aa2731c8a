export * from './changeOfDetails.ts';
export * from './letters.ts';
