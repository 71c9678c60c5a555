import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface DialogProps {
  title: string;
  /** The × button's name for screen readers, in the page's language ("Cancel", "Close"). */
  closeLabel: string;
  onClose: () => void;
  size?: ModalProps['size'];
  children: ReactNode;
}

/** A dialog over the page, centred; its × button, Escape or a click outside call `onClose`. */
export function Dialog({ title, closeLabel, onClose, size, children }: DialogProps) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      size={size}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {children}
    </Modal>
  );
}
