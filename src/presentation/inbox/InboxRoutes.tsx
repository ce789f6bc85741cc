import { Navigate, Route, Routes } from 'react-router-dom';
import { InboxPage } from './InboxPage';
import { MessagePage } from './MessagePage';

/** The inbox's pages, one chunk: the list (`/account/messages`) and a message (`/account/messages/{id}`). */
export const InboxRoutes = () => (
  <Routes>
    <Route index element={<InboxPage />} />
    <Route path=":id" element={<MessagePage />} />
    <Route path="*" element={<Navigate to="/error/not-found" replace />} />
  </Routes>
);
