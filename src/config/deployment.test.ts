import { deploymentWarning, unsetDeploymentValues } from './deployment';

describe('deployment values', () => {
  it('names every unset or blank value in one line', () => {
    const line = deploymentWarning({
      VITE_SUPPORT_EMAIL: 'soporte@example.com',
      VITE_CREDIT_URL: ' ',
    });
    expect(line).toContain('VITE_SUPPORT_WHATSAPP_1, VITE_SUPPORT_WHATSAPP_2, VITE_CREDIT_URL');
    expect(line).not.toContain('VITE_SUPPORT_EMAIL');
    expect(line?.split('\n')).toHaveLength(1);
  });

  it('is silent once all are set', () => {
    const all = {
      VITE_SUPPORT_WHATSAPP_1: '+52 55 0000 0000',
      VITE_SUPPORT_WHATSAPP_2: '+52 55 0000 0001',
      VITE_SUPPORT_EMAIL: 'soporte@example.com',
      VITE_CREDIT_URL: 'https://example.com',
    };
    expect(unsetDeploymentValues(all)).toEqual([]);
    expect(deploymentWarning(all)).toBeNull();
  });
});
