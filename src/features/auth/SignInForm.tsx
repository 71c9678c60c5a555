import { useLocation, useNavigate } from 'react-router';
import { safeRedirectTarget } from '../../lib/guardRedirect';
import { showToast } from '../../components/toasts';
import { signInWithPassword } from '../../data/authApi';
import { AuthForm } from './AuthForm';
import { CredentialsFields } from './CredentialsFields';
import { loginErrorMessage } from './loginErrors';
import { credentialsSchema, normalizeEmail } from '../../components/forms/credentialRules';
import { useAuthForm } from './useAuthForm';

/** Email and password sign-in. What was typed stays on any error. */
export function SignInForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const auth = useAuthForm(credentialsSchema, { email: '', password: '' }, async (values) => {
    const result = await signInWithPassword(normalizeEmail(values.email), values.password);
    if (!result.ok) {
      const message = loginErrorMessage(result.error);
      showToast({ title: 'Sign-in failed', description: message, color: 'red' });
      return message;
    }
    void navigate(safeRedirectTarget(location.search), { replace: true });
    return null;
  });

  return (
    <AuthForm
      labelledBy="sign-in-heading"
      problemTitle="Could not sign in"
      auth={auth}
      submitLabel="Sign in"
    >
      <CredentialsFields field={auth.fieldProps} />
    </AuthForm>
  );
}
