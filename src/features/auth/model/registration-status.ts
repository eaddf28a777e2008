/**
 * New sign-ups are closed for now (spec §2): the registration form shows a banner and every
 * field and the button are disabled. The whole flow works with this set to false.
 */
export const REGISTRATIONS_DISABLED: boolean = true;

/** How long a success message shows before the next screen (spec §9). */
export const AUTH_REDIRECT_DELAY_MS = 1500;

/** The simulated wait of the password reset request (spec §9). */
export const RESET_SIMULATION_DELAY_MS = 1200;
