// The local Discord listens on 127.0.0.1 only, but a web page in the user's browser can
// still reach it under a name of its own that resolves there (DNS rebinding). Its requests
// then carry that name in Host; anything but a loopback name is refused.
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLoopbackHost(host: string | undefined): boolean {
  return LOOPBACK_HOSTS.has((host ?? '').replace(/:\d+$/, '').toLowerCase());
}
