import { Box } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@/models/StoresProvider';
import { Toast } from './Toast';

/**
 * Shows the first toast of the queue; the rest wait their turn. At the bottom of the window,
 * clear of the navigation: centred on a phone, at the right on a wider screen (where a
 * designer's toasts sit in Chakra's and GitHub's apps), never over the page's header or its
 * bell. Labelled "Alerts": "Notifications" is the notification centre's name.
 */
export const ToastViewport = observer(function ToastViewport() {
  const { toasts } = useStores();
  const toast = toasts.current;

  return (
    <Box
      as="section"
      aria-label="Alerts"
      position="fixed"
      bottom={{ base: '4', md: '6' }}
      left={{ base: '50%', md: 'auto' }}
      right={{ base: 'auto', md: '6' }}
      transform={{ base: 'translateX(-50%)', md: 'none' }}
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
