import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderScreen } from 'web-kit/testing';
import { RESET_PASSWORD, SEND_CODE } from './auth.operations';
import { ForgotPasswordPage } from './forgot-password-page';

const email = 'arjun@dormspace.local';
const sent = { request: { query: SEND_CODE, variables: { email } }, result: { data: { sendPasswordResetCode: 'If an account exists…' } } };

async function toStepTwo() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Get OTP' }));
  // Not the body: the form it was in is gone. The field appears a render before the effect that focuses it.
  await waitFor(() => expect(screen.getByLabelText('OTP')).toHaveFocus());
  await user.type(screen.getByLabelText('OTP'), '123456');
  await user.type(screen.getByLabelText('New password'), 'new-pass-123');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return user;
}

describe('forgot password', () => {
  it("goes from 'Get OTP' to 'Reset Password', then says so and returns to /login", async () => {
    renderScreen(<ForgotPasswordPage />, {
      path: '/forgot-password',
      mocks: [sent, { request: { query: RESET_PASSWORD, variables: { email, code: '123456', newPassword: 'new-pass-123' } }, result: { data: { resetPassword: 'ok' } } }],
    });
    const user = await toStepTwo();
    expect(await screen.findByText('Password Changed successfully!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('explains a wrong code and stays on the second step', async () => {
    renderScreen(<ForgotPasswordPage />, {
      path: '/forgot-password',
      mocks: [sent, { request: { query: RESET_PASSWORD, variables: { email, code: '123456', newPassword: 'new-pass-123' } }, result: { errors: [new GraphQLError('The code is invalid or has expired. Please request a new one.')] } }],
    });
    await toStepTwo();
    expect(await screen.findByText('Failed to verify OTP: The code is invalid or has expired. Please request a new one.')).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it('sends a new code after a wrong one, under the same limits as the first', async () => {
    const wrong = { request: { query: RESET_PASSWORD, variables: { email, code: '123456', newPassword: 'new-pass-123' } }, result: { errors: [new GraphQLError('The code is invalid or has expired. Please request a new one.')] } };
    const limited = new GraphQLError('Too many attempts, try again in 15 minutes.', { extensions: { code: 'RATE_LIMITED', retryAfter: 900 } });
    renderScreen(<ForgotPasswordPage />, { path: '/forgot-password', mocks: [sent, wrong, sent, { request: { query: SEND_CODE, variables: { email } }, result: { errors: [limited] } }] });
    const user = await toStepTwo();
    await screen.findByText(/Failed to verify OTP/);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(`A new code is on its way to ${email}. The one before it no longer works.`)).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/Failed to verify OTP/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('Failed to send OTP: Too many attempts, try again in 15 minutes.')).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toBeInTheDocument(); // still on the second step
  });

  it('holds Reset Password while the server is too busy to hash the new password', async () => {
    const busy = 'Many people are using DormSpace right now. Please try again in a moment.';
    renderScreen(<ForgotPasswordPage />, {
      path: '/forgot-password',
      mocks: [
        sent,
        {
          request: { query: RESET_PASSWORD, variables: { email, code: '123456', newPassword: 'new-pass-123' } },
          result: { errors: [new GraphQLError(busy, { extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 30 } })] },
        },
      ],
    });
    await toStepTwo();
    expect(await screen.findByText(`Failed to verify OTP: ${busy}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    expect(screen.getByText('You can try again in 30 s.')).toBeInTheDocument();
  });

  it('explains a refused email on the first step', async () => {
    renderScreen(<ForgotPasswordPage />, {
      path: '/forgot-password',
      mocks: [{ request: { query: SEND_CODE, variables: { email: 'x@y.z' } }, result: { errors: [new GraphQLError('Please enter a valid email address.')] } }],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'x@y.z');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText('Failed to send OTP: Please enter a valid email address.')).toBeInTheDocument();
  });
});
