import { useEffect, useRef, useState } from 'react';
import { useDocumentsTranslation } from './use-documents-translation';
import { useNavigate } from 'react-router-dom';
import type { IdentityFrameSource } from '../../application/documents/documents-service';
import { BLOCKED_DOCUMENT_PATH, UNABLE_TO_VERIFY_PATH } from '../../domain/documents';
import { useDocumentsService } from './hooks';
import './documents.css';

/** DOC-01: the identity provider's upload page in a frame; when it says it finished, the result page (DOC-02). */
export const ValidateDocumentPage = () => {
  const { t } = useDocumentsTranslation();
  const service = useDocumentsService();
  const navigate = useNavigate();
  const [source, setSource] = useState<IdentityFrameSource | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    let current = true;
    void service.frameSource().then((result) => {
      if (!current) return;
      if (result._tag === 'Right') setSource(result.right);
      else navigate(result.left.code === 'BLOCKED' ? BLOCKED_DOCUMENT_PATH : UNABLE_TO_VERIFY_PATH, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [service, navigate]);

  useEffect(() => {
    const frameWindow = frame.current?.contentWindow;
    if (source === null || !frameWindow) return;
    const subscription = service.resultPathOf({ window: frameWindow, origin: source.origin }).subscribe((path) => navigate(path, { replace: true }));
    return () => subscription.unsubscribe();
  }, [service, source, navigate]);

  return (
    <section className="page" aria-labelledby="document-title">
      <h1 id="document-title">{t('documents.title')}</h1>
      <p>{t('documents.intro')}</p>
      {source === null ? (
        <p className="spinner" role="status">
          {t('documents.loading')}
        </p>
      ) : (
        <iframe ref={frame} className="identity-frame" src={source.url} title={t('documents.frameTitle')} sandbox="allow-scripts allow-same-origin allow-forms" />
      )}
    </section>
  );
};
