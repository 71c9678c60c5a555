import { useLocation, useNavigate } from 'react-router';
import { safeRedirectTarget } from '../../lib/guardRedirect';
import { showToast } from '../../components/toasts';
import { signInWithPassword } from '../../data/authApi';
import { AuthForm } from './AuthForm';
import { CredentialsFields } from './CredentialsFields';
import { loginErrorMessage } from './loginErrors';
import { credentialsSchema, normalizeEmail } from '../../components/forms/credentialRules';
import { useAuthForm } from './useAuthForm';
import { t } from './words';

/** Email and password sign-in. What was typed stays on any error. */
export function SignInForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const auth = useAuthForm(credentialsSchema, { email: '', password: '' }, async (values) => {
    const result = await signInWithPassword(normalizeEmail(values.email), values.password);
    if (!result.ok) {
      const message = loginErrorMessage(result.error);
      showToast({ title: t('auth.signIn.failedToast'), description: message, color: 'red' });
      return message;
    }
    void navigate(safeRedirectTarget(location.search), { replace: true });
    return null;
  });

  return (
    <AuthForm
      labelledBy="sign-in-heading"
      problemTitle={t('auth.signIn.problemTitle')}
      auth={auth}
      submitLabel={t('auth.signIn.submit')}
    >
      <CredentialsFields field={auth.fieldProps} />
    </AuthForm>
  );
}
