import { shallowEqual, useSelector } from '@xstate/react';
import { ThemeCustomizer } from '../routes/shell';
import { selectIsSemiDark, selectLayoutView } from '../machines/layout.machine';
import { useLayoutRef } from '../hooks/shell-context';

/** §2 theme customizer bound to the `layout` machine. */
export function ShellCustomizer() {
  const layoutRef = useLayoutRef();
  const settings = useSelector(layoutRef, selectLayoutView, shallowEqual);
  const semiDark = useSelector(layoutRef, selectIsSemiDark);
  return (
    <ThemeCustomizer
      settings={settings}
      semiDark={semiDark}
      onChange={(choice) => layoutRef.send({ type: 'layout.set', ...choice })}
      onSemiDarkChange={(on) => layoutRef.send({ type: 'layout.setSemiDark', on })}
      onReset={() => layoutRef.send({ type: 'layout.reset' })}
    />
  );
}
