import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@hr/domain';
import { Select } from '@hr/ui';
import styles from './SharedDocuments.module.css';

const ALL = 'all';
const OPTIONS = [
  { id: ALL, name: 'All' },
  ...DOCUMENT_CATEGORIES.map((category) => ({ id: category, name: category })),
];

export interface DocumentCategoryFilterProps {
  /** The category shown; null for all of them. */
  category: DocumentCategory | null;
  onCategoryChange: (category: DocumentCategory | null) => void;
}

/** Narrows a list of shared documents to one category (All, HR, Finance, Engineering). */
export function DocumentCategoryFilter({ category, onCategoryChange }: DocumentCategoryFilterProps) {
  return (
    <Select
      className={styles.filter}
      label="Category"
      items={OPTIONS}
      value={category ?? ALL}
      onChange={(key) => onCategoryChange(DOCUMENT_CATEGORIES.find((candidate) => candidate === key) ?? null)}
    />
  );
}

/** What a list narrowed to a category says when that category holds nothing. */
export const noDocumentsIn = (category: DocumentCategory) => `No documents in ${category}`;
