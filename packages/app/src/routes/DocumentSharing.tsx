import type { DocumentCategory } from '@hr/domain';
import { DocumentSharingScreen, MySharedDocumentsScreen } from '@hr/screens';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { userAtom } from '../session/sessionAtom.ts';
import { useAdminSharedDocuments, useMySharedDocuments } from '../team/useSharedDocuments.ts';

/**
 * Team › Document & Form Sharing (issue 15): administrators share and manage documents in a table,
 * employees read those shared with them and acknowledge them. `?open=<id>` (a notice's link) opens
 * that document.
 */
export function Component() {
  const isAdmin = useAtomValue(userAtom)?.role === 'admin';
  const [search] = useSearchParams();
  const openId = search.get('open');
  // A new ?open (another notice followed while on the page) starts the page afresh.
  return isAdmin ? (
    <AdminDocuments key={openId} openId={openId} />
  ) : (
    <MyDocuments key={openId} openId={openId} />
  );
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
