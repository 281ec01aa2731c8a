export * from './formattedTextProblem.ts';
export * from './parse.ts';
export * from './visibleLength.ts';
export * from './xss-corpus.ts';
