import { act, fireEvent, waitFor, within } from '@testing-library/react';

/**
 * Chooses `option` in the kit's select named `label` (a list's filter, its page size, a form's
 * select) inside `container`, the way a person does: opens it, clicks the option, and resolves once
 * the select shows the choice (issue 27 §6). It does not wait for Semi's opening or closing
 * animation, which never ends in happy-dom's timers the way it does in a browser.
 *
 * ```ts
 * const view = renderPlugin(plugin, { path: '/activity/live', http });
 * await selectOption(view.container, '状态', '直播中');
 * ```
 * @public
 */
export async function selectOption(container: HTMLElement, label: string, option: string): Promise<void> {
  const combobox = await within(container).findByRole('combobox', { name: label });
  // Semi opens on a click of its trigger; the options are in a portal under document.body.
  await act(async () => {
    fireEvent.click(combobox);
  });
  const listbox = await waitFor(() => {
    const id = combobox.getAttribute('aria-controls');
    const list = id ? document.getElementById(id) : null;
    if (!list) throw new Error(`selectOption: the select "${label}" did not open its options`);
    return list;
  });
  await act(async () => {
    fireEvent.animationEnd(listbox);
  });
  const choices = within(listbox).queryAllByRole('option');
  const choice = choices.find((element) => element.textContent?.trim() === option);
  if (!choice) {
    const offered = choices.map((element) => element.textContent?.trim()).join(', ');
    throw new Error(`selectOption: the select "${label}" has no option "${option}" (it offers: ${offered || 'none'})`);
  }
  // A controlled Semi select reports the choice when its list has finished closing (its CSS
  // animation's end): happy-dom runs no CSS animation, so its end is announced here, as a browser would.
  await act(async () => {
    fireEvent.click(choice);
    fireEvent.animationEnd(listbox);
  });
  await waitFor(() => {
    if (!combobox.textContent?.includes(option)) throw new Error(`selectOption: the select "${label}" does not show "${option}" after the click`);
  });
}
