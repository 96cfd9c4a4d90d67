import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EngineName, EngineNotice } from '../../../src/ui/EngineNotice';
import { renderWithStore } from '../helpers/renderWithStore';

const NOTICE_FR = "Texte produit par le moteur local de démonstration, pas par un modèle d'IA.";

describe('EngineNotice', () => {
  it('says the preview engine wrote the text, with how to connect a model folded under it', () => {
    const { container } = renderWithStore(<EngineNotice engine="preview" />);
    expect(screen.getByText(NOTICE_FR)).toBeInTheDocument();
    const details = container.querySelector('details');
    expect(details).not.toBeNull();
    expect(details?.open).toBe(false);
    fireEvent.click(screen.getByText('Connecter un modèle'));
    expect(details?.open).toBe(true);
    expect(details).toHaveTextContent('AI_PROVIDER');
  });

  it('speaks the interface language', () => {
    renderWithStore(<EngineNotice engine="preview" />, { language: 'en' });
    expect(
      screen.getByText('Text produced by the local demo engine, not by an AI model.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Connect a model')).toBeInTheDocument();
  });

  it('names the private local model that wrote the text (issue #15)', () => {
    const { container } = renderWithStore(<EngineNotice engine="local:Qwen2.5-1.5B-Instruct-Q4_K_M" />);
    expect(container).toHaveTextContent('Modèle privé local (Qwen2.5-1.5B-Instruct-Q4_K_M)');
    expect(container.querySelector('details')).toBeNull();
  });

  it.each([['openai:gpt-4o-mini'], [null]])('shows nothing for the engine %j', (engine) => {
    const { container } = renderWithStore(<EngineNotice engine={engine} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('EngineName', () => {
  it.each([
    ['preview', "moteur local de démonstration (pas un modèle d'IA)"],
    ['openai:gpt-4o-mini', 'openai:gpt-4o-mini'],
    ['local:tiny', 'Modèle privé local (tiny)'],
    [null, "inconnu (le serveur n'a pas répondu)"],
  ])('names %j for people', (engine, text) => {
    const { container } = renderWithStore(<EngineName engine={engine} />);
    expect(container).toHaveTextContent(text);
  });
});
