import type { ActivityEventDetail, ActivityTwzbInput } from '@greenroom/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Editor, type FieldBinding, NumberField, PhoneListField, RadioField, TextField, useEditor, validateBody } from '../src/kit';

// Compiled by `npm run typecheck` (tsconfig.json includes sdk/test): every @ts-expect-error below
// must be an error, or the typecheck fails. The functions are never called.

function useTypeChecks(id: string | undefined, empty: () => ActivityTwzbInput) {
  const live = useEditor({
    id,
    calls: { load: 'GET /api/activity/twzb/{id}', create: 'POST /api/activity/twzb', update: 'PUT /api/activity/twzb/{id}' },
    empty,
    toValues: (item) => ({ ...item }),
    editPath: (itemId) => `/activity/live/${itemId}`,
  });
  // Paths are the values' own, through the members of a union; each binds a value of its type.
  expectTypeOf(live.bind('title')).toEqualTypeOf<FieldBinding<string>>();
  expectTypeOf(live.bind('watch.mode')).toEqualTypeOf<FieldBinding<'public' | 'password' | 'whitelist'>>();
  expectTypeOf(live.bind('watch.phones')).toEqualTypeOf<FieldBinding<string[]>>();
  expectTypeOf(live.bind('groupId')).toEqualTypeOf<FieldBinding<number | null>>();
  // @ts-expect-error no such value
  live.bind('name');
  // @ts-expect-error a text is not a number
  live.set('title', 3);

  void [
    <TextField key="a" label="标题" {...live.bind('title')} />,
    <PhoneListField key="b" label="白名单" {...live.bind('watch.phones')} />,
    <RadioField
      key="c"
      label="观看方式"
      options={[
        { value: 'public', label: '公开' },
        { value: 'password', label: '密码' },
      ]}
      {...live.bind('watch.mode')}
    />,
    // @ts-expect-error a number field cannot hold a text
    <NumberField key="d" label="标题" {...live.bind('title')} />,
  ];

  // The calls must be an editor's: a load by id, a create with a requestKey, an update by id.
  useEditor({
    id,
    // @ts-expect-error the list is not an item's load
    calls: { load: 'GET /api/activity/twzb/list', create: 'POST /api/activity/twzb', update: 'PUT /api/activity/twzb/{id}' },
    empty,
    toValues: () => empty(),
    editPath: String,
  });

  // The item is the load call's answer.
  const event = null as unknown as Editor<unknown, ActivityEventDetail>;
  expectTypeOf(event.item).toEqualTypeOf<ActivityEventDetail | null>();

  // validateBody takes a call with a body, and that body.
  // @ts-expect-error the list takes no body
  void validateBody('GET /api/activity/twzb/list', {});
}

describe('editor types', () => {
  it('are checked by the typecheck, not at run time', () => {
    expect(typeof useTypeChecks).toBe('function');
  });
});
