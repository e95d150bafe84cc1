// Mantine's Modal as a module of its own, loaded by LazyModal.
export { Modal as default } from '@mantine/core';
