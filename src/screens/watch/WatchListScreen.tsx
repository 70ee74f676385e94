import { Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { MemberCard, MemberCardSkeleton } from '@/components/member/MemberCard';
import { useStores } from '@/models/StoresProvider';
import { watchListTexts as texts } from './texts';

const SKELETONS = 6;

/** Spec 2 /watch-list: the members I watch, each with its own Stop Watching button. */
export const WatchListScreen = observer(function WatchListScreen() {
  const { watch, toasts } = useStores();
  const { load } = watch.ops;

  useEffect(() => {
    void watch.load().catch(() => undefined);
  }, [watch]);

  const stopWatching = async (id: number) => {
    try {
      await watch.unwatch(id);
      toasts.show({ text: texts.removed, status: 'success' });
    } catch (error) {
      toasts.show({ text: errorMessage(error), status: 'danger' });
    }
  };

  const loading = !watch.loaded && !load.isFailed;

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="brand.fg">
          {texts.heading}
        </Heading>
        {load.isFailed ? (
          <Text role="alert">{errorMessage(load.error, 'load')}</Text>
        ) : loading ? (
          <SimpleGrid columns={{ base: 2, lg: 3 }} gap="4" aria-busy="true">
            <Text srOnly>{texts.loading}</Text>
            {Array.from({ length: SKELETONS }, (_, index) => (
              <MemberCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        ) : watch.list.length === 0 ? (
          <Stack align="center" gap="4" py="12" textAlign="center">
            <Text fontSize="lg">{texts.empty}</Text>
            <Button asChild>
              <RouterLink to="/community">{texts.search}</RouterLink>
            </Button>
          </Stack>
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, lg: 3 }} gap="4">
            {watch.list.map((item) => (
              <li key={item.id}>
                <MemberCard
                  member={item.profile}
                  actions={
                    <Button
                      variant="outline"
                      size="sm"
                      loading={watch.ops.unwatch.get(item.id).isPending}
                      // The label stays while it runs: without it the button has no name.
                      loadingText={texts.stopWatching}
                      onClick={() => void stopWatching(item.id)}
                    >
                      {texts.stopWatching}
                    </Button>
                  }
                />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
});
