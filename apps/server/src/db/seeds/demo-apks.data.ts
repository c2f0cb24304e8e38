/** Written by cli/demo-apks.ts: the certificate that signed assets/demo-apks/ (SHA-256). */
export const DEMO_APK_SIGNER = '356eb232742ab496fec7680e3979e7b02e3e5f5006778e720b941b9ba953b350';
