import { Button } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { errorMessage } from '@/api/errors';
import { FormAlert } from '@/components/feedback/FormAlert';
import { downloadJson } from '@/lib/download';
import { useStores } from '@/models/StoresProvider';
import { accountTexts } from '../accountTexts';
import { SettingsBlock } from '../components/SettingsBlock';

const texts = accountTexts.export;

/** Export my data (issue 23): GET /v1/user/export, saved as one JSON file. */
export const ExportBlock = observer(function ExportBlock() {
  const { account } = useStores();
  const run = account.ops.exportData;

  const onExport = async () => {
    if (run.isPending) return;
    try {
      const document = await account.exportData();
      downloadJson(texts.filename(document.exportedAt.slice(0, 10)), document);
    } catch {
      // Shown from the operation below.
    }
  };

  return (
    <SettingsBlock
      title={texts.title}
      description={texts.description}
      footer={
        <Button
          variant="outline"
          loading={run.isPending}
          loadingText={texts.pending}
          onClick={() => void onExport()}
        >
          {texts.submit}
        </Button>
      }
    >
      <FormAlert message={run.isFailed ? errorMessage(run.error) : undefined} />
      {run.isDone && <FormAlert status="success" message={texts.done} />}
    </SettingsBlock>
  );
});
