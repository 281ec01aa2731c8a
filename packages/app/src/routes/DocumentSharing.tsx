import type { DocumentCategory } from '@hr/domain';
import { DocumentSharingScreen, MySharedDocumentsScreen } from '@hr/screens';
import { useState } from 'react';
import { LinkedTeamPage } from '../team/LinkedTeamPage.tsx';
import { useAdminSharedDocuments, useMySharedDocuments } from '../team/useSharedDocuments.ts';

/**
 * Team › Document & Form Sharing (issue 15): administrators share and manage documents in a table,
 * employees read those shared with them and acknowledge them. `?open=<id>` (a notice's link) opens
 * that document.
 */
export function Component() {
  return <LinkedTeamPage admin={AdminDocuments} employee={MyDocuments} />;
}

function AdminDocuments({ openId }: { openId: string | null }) {
  return <DocumentSharingScreen {...useAdminSharedDocuments(openId)} />;
}

function MyDocuments({ openId }: { openId: string | null }) {
  const [category, setCategory] = useState<DocumentCategory | null>(null);
  // Another category is another list: loaded afresh from its first page.
  return (
    <MyDocumentsIn
      key={category ?? 'all'}
      openId={openId}
      category={category}
      onCategoryChange={setCategory}
    />
  );
}

function MyDocumentsIn({
  openId,
  category,
  onCategoryChange,
}: {
  openId: string | null;
  category: DocumentCategory | null;
  onCategoryChange: (category: DocumentCategory | null) => void;
}) {
  return <MySharedDocumentsScreen {...useMySharedDocuments(openId, category, onCategoryChange)} />;
}
