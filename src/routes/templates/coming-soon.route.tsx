import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { ComingSoonPage } from './coming-soon-page';
import { countdownMachine, selectCountdownParts, selectLaunched } from '../../machines/countdown.machine';

/** §2 /pages-coming-soon: the page reads the countdown machine (§4). */
export default function ComingSoonRoute() {
  const countdown = useActorRef(countdownMachine, { input: {} });
  const remaining = useSelector(countdown, selectCountdownParts, shallowEqual);
  const launched = useSelector(countdown, selectLaunched);
  return <ComingSoonPage remaining={remaining} launched={launched} />;
}
