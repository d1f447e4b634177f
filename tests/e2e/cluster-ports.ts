/**
 * Ports of the two-instance journeys: nginx on `E2E_PORT` (default 4320, beside the single-server
 * run's 4310), the instances 7 and 8 above it.
 */
export function clusterPorts(): { port: number; instances: [number, number] } {
  const port = Number(process.env.E2E_PORT ?? 4320);
  return { port, instances: [port + 7, port + 8] };
}
