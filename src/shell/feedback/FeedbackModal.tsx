// The sidebar's Feedback item: schemas/forms/feedback.json in a modal (POST /account/feedback/).
// The forms engine is loaded when the modal first opens. It imports SchemaForm's own module, not the
// engine barrel: a dynamic import of engine/index.ts would make the whole barrel one chunk (no tree
// shaking) and put all of it in every screen's initial JS.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal, showAlert } from '../../../engine';
import { PageLoader } from '../PageLoader';

const SchemaForm = lazy(() => import('../../../engine/form/SchemaForm').then((module) => ({ default: module.SchemaForm })));

export function FeedbackModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const sent = () => {
    showAlert({ message: t('feedback.sent'), variant: 'success' });
    onClose();
  };
  return (
    <LazyModal opened={opened} onClose={onClose} title={t('feedback.title')} centered>
      <Suspense fallback={<PageLoader />}>
        <SchemaForm formId="feedback" hideTitle onSuccess={sent} />
      </Suspense>
    </LazyModal>
  );
}
