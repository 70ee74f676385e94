import { Box } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@/models/StoresProvider';
import { Toast } from './Toast';

/** Shows the first toast of the queue; the rest wait their turn. */
export const ToastViewport = observer(function ToastViewport() {
  const { toasts } = useStores();
  const toast = toasts.current;

  return (
    <Box
      as="section"
      aria-label="Notifications"
      position="fixed"
      top="4"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      pointerEvents="none"
    >
      {toast && (
        <Toast
          key={toast.id}
          text={toast.text}
          status={toast.status}
          duration={toast.duration}
          closing={toast.state === 'closing'}
          paused={toast.paused}
          onDismiss={() => toasts.dismiss(toast.id)}
          onPause={() => toasts.pause(toast.id)}
          onResume={() => toasts.resume(toast.id)}
        />
      )}
    </Box>
  );
});
