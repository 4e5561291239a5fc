import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';
import { Modal } from '../../ui/semiParts';
import { editorTexts } from './texts';

/**
 * Guards unsaved changes while `when()` holds: a move inside the console (a link, the menu, Back)
 * waits for 有未保存的修改，确定离开吗？ (离开 / 留下), and a reload or closing the tab asks the
 * browser's own question (`beforeunload`). `when` is read at the moment of leaving, so a save just
 * before a navigation (a create moving to the item's address) is never held. Render the returned
 * dialog once. The console's router is a data router (`createBrowserRouter`), which `useBlocker` needs.
 * @public
 */
export function useLeaveGuard(when: () => boolean): ReactNode {
  const whenRef = useRef(when);
  whenRef.current = when;
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) && whenRef.current(),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!whenRef.current()) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return (
    <Modal
      title={editorTexts.leaveTitle}
      visible={blocker.state === 'blocked'}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      okText={editorTexts.leave}
      cancelText={editorTexts.stay}
      okButtonProps={{ type: 'danger', 'aria-label': editorTexts.leave }}
      cancelButtonProps={{ 'aria-label': editorTexts.stay }}
      closeOnEsc
      // Gone at once when answered: the page (or the next one) is what matters then.
      motion={false}
      width={420}
    >
      <p className="gr-confirm-text">{editorTexts.leaveContent}</p>
    </Modal>
  );
}
