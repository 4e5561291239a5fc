/**
 * Texts of confirmed actions (Simplified Chinese).
 * @public
 */
export const confirmTexts = {
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
} as const;
