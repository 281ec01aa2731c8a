export * from './noticeKinds.ts';
