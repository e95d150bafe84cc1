// The sidebar's Feedback item: schemas/forms/feedback.json in a modal (POST /account/feedback/).
// The forms engine is loaded when the modal first opens (LazySchemaForm), not with the shell.
import { useTranslation } from 'react-i18next';
import { LazyModal, LazySchemaForm, showAlert } from '../../../engine';

export function FeedbackModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const sent = () => {
    showAlert({ message: t('feedback.sent'), variant: 'success' });
    onClose();
  };
  return (
    <LazyModal opened={opened} onClose={onClose} title={t('feedback.title')} centered>
      <LazySchemaForm formId="feedback" hideTitle onSuccess={sent} />
    </LazyModal>
  );
}
