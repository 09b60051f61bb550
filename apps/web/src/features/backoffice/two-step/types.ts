/** A new authenticator to set up (POST /staff/two-step/start, or the owner's first login). */
export interface Enrolment {
  enrolment: string;
  secret: string;
  otpauth_uri: string;
  qr_svg: string;
}

export interface TwoStepStatus {
  enabled: boolean;
  required: boolean;
  recovery_codes_left: number;
}
