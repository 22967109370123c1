// The ALTCHA widget's translation modules ship no types of their own: they only register strings.
declare module "altcha/i18n/*";
