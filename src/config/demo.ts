/**
 * The account that demo mode (no API configured) seeds, shown on the sign-in screen in demo
 * mode only. Its data lives in this browser; nothing is sent anywhere.
 */
export const DEMO_ACCOUNT = {
  email: 'demo@yardvision.app',
  password: 'yardvision',
  name: 'Demo Landscaper',
} as const;

/** The verification code the demo API accepts when confirming a newly registered email. */
export const DEMO_CONFIRMATION_CODE = '123456';

/**
 * The project demo mode seeds; the device side of the demo (src/app/demo-device-seed.ts) prices
 * its designs, so that a first visit finds a priced proposal to present and sign.
 */
export const DEMO_PROJECT_NAME = 'Front yard refresh';
