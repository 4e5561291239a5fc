/** Which proxies the server believes about the visitor's address (TRUST_PROXY, issue 13 §4). */
/**
 * TRUST_PROXY as fastify's `trustProxy`: unset → undefined (none), digits → the nearest that many
 * hops, else the comma list as it is. `true` (every proxy) is refused: anyone could then choose
 * their address.
 */
export function trustProxySetting(value: string | undefined): string | ((address: string, hop: number) => boolean) | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  if (/^(true|\*)$/i.test(text)) throw new Error('TRUST_PROXY 不能信任所有来源：请写代理的地址（如 127.0.0.1、10.0.0.0/8、loopback）或跳数（如 1）');
  return text;
}
