import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { createFakeServices } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { instanceServices } from '../testing/instance-info';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function setup() {
  const signUp = jest.fn().mockResolvedValue(undefined);
  renderApp('/sign-up', createFakeServices({ auth: { signUp }, instance: instanceServices(), users: { getMe: () => Promise.reject(new ApiError(401, {})) } }));
  await screen.findByRole('heading', { name: 'Create your account' });
  return { signUp, submit: () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })) };
}

describe('sign-up screen', () => {
  it('shows the spec texts for a missing email and password', async () => {
    const { submit, signUp } = await setup();
    submit();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('errors clear as each field becomes valid, without another submit (issue 17)', async () => {
    const { submit } = await setup();
    submit();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    fill('Email', 'jane@example.com');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    fill('Password', 'Ab1!');
    expect(screen.getByText('Password length should me more than 8 characters')).toBeInTheDocument();
    fill('Password', 'Cairn-test-123!');
    expect(screen.queryByText('Password length should me more than 8 characters')).not.toBeInTheDocument();
  });

  it('refuses a short password and a mismatched confirmation', async () => {
    const { submit } = await setup();
    fill('Email', 'jane@example.com');
    fill('Password', 'Ab1!');
    fill('Confirm password', 'other');
    submit();
    expect(await screen.findByText('Password length should me more than 8 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });

  it('blocks a weak password with the spec text and shows the strength', async () => {
    const { submit, signUp } = await setup();
    fill('Email', 'jane@example.com');
    fill('Password', 'abcdefghijk');
    fill('Confirm password', 'abcdefghijk');
    expect(screen.getByText('Password is weak')).toBeInTheDocument();
    submit();
    expect(await screen.findByText('Try setting-up a strong password to proceed')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('signs up with a strong password', async () => {
    const { submit, signUp } = await setup();
    fill('Email', ' Jane@Example.com ');
    fill('Password', 'Str0ng-enough!');
    fill('Confirm password', 'Str0ng-enough!');
    expect(screen.getByText('Password is strong')).toBeInTheDocument();
    submit();
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(signUp).toHaveBeenCalledWith({ email: 'jane@example.com', password: 'Str0ng-enough!', language: 'en' });
  });
});
