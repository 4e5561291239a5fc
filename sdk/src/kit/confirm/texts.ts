import { defineTexts } from '../../i18n';

/**
 * Texts of confirmed actions, by language (issue 29).
 * @public
 */
export const confirmTexts = defineTexts({
  'zh-CN': {
    ok: '确定',
    delete: '删除',
    cancel: '取消',
    deleted: '已删除',
    deleteTitle: (what: string) => `删除${what}`,
    deleteText: (name: string) => `确定删除「${name}」吗？删除后不可恢复。`,
    batchDeleteText: (n: number, what: string) => `确定删除选中的 ${n} 个${what}吗？删除后不可恢复。`,
    acknowledge: '我已了解上述影响，仍要继续',
    batchDone: (ok: number) => `已完成 ${ok} 项`,
    batchPartial: (ok: number, failed: number) => `${ok} 项成功，${failed} 项失败`,
    batchResultTitle: '批量操作结果',
    failedItems: '以下项目未成功：',
    unknownError: '操作失败',
    close: '关闭',
    working: (done: number, all: number) => `正在处理 ${done}/${all}`,
    /** Between a failed item's name and why it failed. */
    colon: '：',
    /** The list page's batch delete. */
    batchDelete: '批量删除',
  },
  'en-US': {
    ok: 'OK',
    delete: 'Delete',
    cancel: 'Cancel',
    deleted: 'Deleted',
    deleteTitle: (what) => `Delete ${what}`,
    deleteText: (name) => `Delete "${name}"? This cannot be undone.`,
    batchDeleteText: (n, what) => `Delete the ${n} selected ${what}? This cannot be undone.`,
    acknowledge: 'I understand the impact above and want to continue',
    batchDone: (ok) => `${ok} done`,
    batchPartial: (ok, failed) => `${ok} succeeded, ${failed} failed`,
    batchResultTitle: 'Batch results',
    failedItems: 'These items did not succeed:',
    unknownError: 'The action failed',
    close: 'Close',
    working: (done, all) => `Processing ${done}/${all}`,
    colon: ': ',
    batchDelete: 'Delete selected',
  },
});
