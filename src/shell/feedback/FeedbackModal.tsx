// The sidebar's Feedback item: a message to the provider (POST /account/feedback/).
import { Button, Group, Modal, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, useAccountFeedbackMutation } from '../../../engine/api';
import { showAlert } from '../../../engine/feedback/alerts';

export function FeedbackModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [message, setMessage] = useState('');
  const [send, { isLoading, error, reset }] = useAccountFeedbackMutation();

  const close = () => {
    setMessage('');
    reset();
    onClose();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await send({ message: message.trim() });
    if ('data' in result) {
      showAlert({ message: t('feedback.sent'), variant: 'success' });
      close();
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('feedback.title')} centered>
      <form onSubmit={(event) => void submit(event)}>
        <Textarea
          label={t('feedback.message')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={errorText(error)}
          minRows={4}
          autosize
          required
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isLoading} disabled={!message.trim()}>
            {t('feedback.send')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
