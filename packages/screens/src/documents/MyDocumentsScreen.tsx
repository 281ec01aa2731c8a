import listPage from '../layout/ListPage.module.css';
import pageHeader from '../layout/PageHeader.module.css';
import { MyDocumentRequests, type MyDocumentRequestsProps } from './MyDocumentRequests.tsx';

/**
 * Document WorkFlow › Management for a reader who asks nobody for documents (the Employee): the page
 * is their own card, the documents asked of them, each with its upload.
 */
export function MyDocumentsScreen(props: MyDocumentRequestsProps) {
  return (
    <div className={listPage.page}>
      <div className={pageHeader.heading}>
        <h1 className={pageHeader.title}>Document Management</h1>
      </div>
      <MyDocumentRequests {...props} />
    </div>
  );
}
