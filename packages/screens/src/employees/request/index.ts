export {
  type LetterTemplate,
  LetterTemplateEditor,
  type LetterTemplateEditorProps,
  sampleLetterFacts,
} from './LetterTemplateEditor.tsx';
export { PendingChangesNote } from './PendingChangesNote.tsx';
export { RequestScreen } from './RequestScreen.tsx';
export type { NewRequest, RequestItem, RequestRefusal, RequestScreenProps } from './requests.ts';
