"""`vault-recall plugin install|status`: the three files land in the vault's plugin folder and
nowhere else, atomically, and status compares them with the ones this package carries."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from vault_recall.cli import commands as cli
from vault_recall.cli import plugin
from vault_recall.cli.plugin import Bundle, FileState, PluginError, find_bundle, install, status

BUNDLE = Bundle(
    {
        "main.js": b"module.exports = class VaultRecall {};\n",
        "manifest.json": b'{"id": "vault-recall", "name": "Vault Recall", "version": "0.1.0"}\n',
        "styles.css": b".vault-recall-pane { padding: 0; }\n",
    },
    "vault-recall 0.1.0",
)
HINT = plugin.ENABLE_HINT


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    (tmp_path / "筆記庫" / ".obsidian").mkdir(parents=True)
    return tmp_path / "筆記庫"


def folder_of(vault: Path) -> Path:
    return vault / ".obsidian" / "plugins" / "vault-recall"


def test_install_writes_the_three_files(vault: Path):
    folder = folder_of(vault)
    assert install(vault, bundle=BUNDLE) == [
        f"Installed Vault Recall 0.1.0 (from vault-recall 0.1.0) in {folder}: "
        "wrote main.js, manifest.json, styles.css.",
        HINT,
    ]
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == BUNDLE.files
    assert {stat.S_IMODE(p.stat().st_mode) for p in folder.iterdir()} == {0o644}


def test_install_again_changes_nothing_and_replaces_only_what_differs(vault: Path):
    install(vault, bundle=BUNDLE)
    folder = folder_of(vault)
    before = {p.name: (p.stat().st_ino, p.stat().st_mtime_ns) for p in folder.iterdir()}
    assert install(vault, bundle=BUNDLE) == [
        f"Vault Recall 0.1.0 (from vault-recall 0.1.0) is already installed in {folder}; nothing changed."
    ]
    (folder / "main.js").write_bytes(b"// an older build\n")
    (folder / "data.json").write_bytes(b'{"daemonPath": "/opt/vr/bin/vault-recall"}')
    assert install(vault, bundle=BUNDLE)[0].endswith(": wrote main.js.")
    assert (folder / "main.js").read_bytes() == BUNDLE.files["main.js"]
    after = {p.name: (p.stat().st_ino, p.stat().st_mtime_ns) for p in folder.iterdir()}
    assert after["styles.css"] == before["styles.css"] and after["manifest.json"] == before["manifest.json"]
    # The plugin's own settings file is the user's: never touched, and no temp file is left.
    assert sorted(p.name for p in folder.iterdir()) == ["data.json", "main.js", "manifest.json", "styles.css"]
    assert (folder / "data.json").read_bytes() == b'{"daemonPath": "/opt/vr/bin/vault-recall"}'


def test_dry_run_writes_nothing(vault: Path):
    folder = folder_of(vault)
    assert install(vault, dry_run=True, bundle=BUNDLE) == [
        f"would write {folder / 'main.js'}",
        f"would write {folder / 'manifest.json'}",
        f"would write {folder / 'styles.css'}",
        "Nothing written (--dry-run). It would install Vault Recall 0.1.0 (from vault-recall 0.1.0).",
    ]
    assert not (vault / ".obsidian" / "plugins").exists()
    install(vault, bundle=BUNDLE)
    (folder / "styles.css").write_bytes(b"/* edited */\n")
    assert install(vault, dry_run=True, bundle=BUNDLE)[:3] == [
        f"would replace {folder / 'styles.css'}",
        f"unchanged {folder / 'main.js'}",
        f"unchanged {folder / 'manifest.json'}",
    ]
    assert (folder / "styles.css").read_bytes() == b"/* edited */\n"


def test_a_folder_without_obsidian_settings_gets_a_warning(tmp_path: Path):
    vault = tmp_path / "notes"
    vault.mkdir()
    assert install(vault, bundle=BUNDLE)[1] == (
        f"{vault} had no .obsidian folder: check that it is the folder Obsidian opens as a vault."
    )
    assert (folder_of(vault) / "main.js").is_file()


@pytest.mark.parametrize("make", ["missing", "file"])
def test_refuses_a_vault_that_is_not_a_folder(tmp_path: Path, make: str):
    vault = tmp_path / "vault.md"
    if make == "file":
        vault.write_text("# not a vault\n")
    with pytest.raises(PluginError, match=f"^vault folder not found: {vault}$"):
        install(vault, bundle=BUNDLE)


@pytest.mark.parametrize("link", [".obsidian", ".obsidian/plugins", ".obsidian/plugins/vault-recall"])
def test_refuses_a_symlink_that_leads_out_of_the_vault(tmp_path: Path, link: str):
    vault = tmp_path / "vault"
    (vault / link).parent.mkdir(parents=True)
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (vault / link).symlink_to(outside)
    with pytest.raises(PluginError, match="outside the vault .a symlink on the way.; refusing to write there$"):
        install(vault, bundle=BUNDLE)
    with pytest.raises(PluginError, match="outside the vault"):
        install(vault, dry_run=True, bundle=BUNDLE)
    assert list(outside.rglob("*")) == []


def test_a_symlink_that_stays_in_the_vault_is_fine(tmp_path: Path):
    vault = tmp_path / "vault"
    (vault / ".obsidian").mkdir(parents=True)
    (vault / "shared-plugins").mkdir()
    (vault / ".obsidian" / "plugins").symlink_to(vault / "shared-plugins")
    install(vault, bundle=BUNDLE)
    assert (vault / "shared-plugins" / "vault-recall" / "main.js").read_bytes() == BUNDLE.files["main.js"]


def test_refuses_a_plugin_folder_that_is_a_file(vault: Path):
    (vault / ".obsidian" / "plugins").mkdir()
    folder_of(vault).write_text("x")
    with pytest.raises(PluginError, match=f"^{folder_of(vault)} is not a folder$"):
        install(vault, bundle=BUNDLE)


# Where the files come from ------------------------------------------------------------------


def test_a_checkout_without_a_build_says_how_to_get_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(plugin, "packaged_files", lambda: None)
    with pytest.raises(PluginError) as exc:
        find_bundle(tmp_path)
    assert str(exc.value) == (
        "This install of vault-recall carries no built plugin (an editable install from a checkout). "
        f"Build it with `cd {tmp_path / 'plugin-bridge'} && npm ci && npm run build`, install vault-recall "
        "from a wheel, or download main.js, manifest.json and styles.css from the project's release."
    )


def test_a_checkout_uses_its_own_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(plugin, "packaged_files", lambda: None)
    (tmp_path / "plugin-bridge").mkdir()
    for rel, name in (
        ("plugin-bridge/main.js", "main.js"),
        ("manifest.json", "manifest.json"),
        ("plugin-bridge/styles.css", "styles.css"),
    ):
        (tmp_path / rel).write_bytes(BUNDLE.files[name])
    assert find_bundle(tmp_path) == Bundle(BUNDLE.files, f"the build in {tmp_path / 'plugin-bridge'}")


def test_packaged_files_come_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(plugin, "packaged_files", lambda: dict(BUNDLE.files))
    assert find_bundle(tmp_path) == BUNDLE


@pytest.mark.parametrize(
    ("data", "version"),
    [
        (b'{"version": "0.2.0"}', "0.2.0"),
        (b'{"version": 2}', None),
        (b"{}", None),
        (b"{oops", None),
        (b"[]", None),
        (None, None),
    ],
)
def test_manifest_version(data: bytes | None, version: str | None):
    assert plugin.manifest_version(data) == version


# Status -------------------------------------------------------------------------------------


def test_status_before_and_after_install(vault: Path):
    before = status(vault, None, bundle=BUNDLE)
    assert (before.installed_version, before.current) == (None, False)
    assert before.lines(vault) == [
        f"Plugin folder: {folder_of(vault)}",
        "Installed plugin: not installed",
        "This package's plugin: 0.1.0 (from vault-recall 0.1.0)",
        "Daemon: not running",
        f"Install it with `vault-recall plugin install --vault {vault}`.",
    ]
    install(vault, bundle=BUNDLE)
    after = status(vault, "0.1.0", bundle=BUNDLE)
    assert after.current is True
    assert after.lines(vault)[1:] == [
        "Installed plugin: 0.1.0",
        "This package's plugin: 0.1.0 (from vault-recall 0.1.0)",
        "Daemon: version 0.1.0",
        "Files: main.js same, manifest.json same, styles.css same",
    ]


def test_status_of_an_older_install(vault: Path):
    install(vault, bundle=BUNDLE)
    folder = folder_of(vault)
    (folder / "manifest.json").write_bytes(b'{"id": "vault-recall", "version": "0.0.9"}\n')
    (folder / "styles.css").unlink()
    found = status(vault, "0.1.0", bundle=BUNDLE)
    assert found.files == (
        FileState("main.js", "same"),
        FileState("manifest.json", "differs"),
        FileState("styles.css", "new"),
    )
    assert found.lines(vault)[1:] == [
        "Installed plugin: 0.0.9",
        "This package's plugin: 0.1.0 (from vault-recall 0.1.0)",
        "Daemon: version 0.1.0",
        "Files: main.js same, manifest.json differs, styles.css missing",
        f"Update it with `vault-recall plugin install --vault {vault}`.",
        "The plugin and the daemon are different versions: install the plugin of the same vault-recall as "
        "the daemon, and restart the daemon after an upgrade.",
    ]


# CLI ----------------------------------------------------------------------------------------


@pytest.fixture
def cli_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("VAULT_RECALL_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("VAULT_RECALL_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(plugin, "find_bundle", lambda: BUNDLE)
    umask = os.umask(0o022)  # cli.main sets a process-wide umask; keep it from leaking
    os.umask(umask)
    yield
    os.umask(umask)


def test_cli_install_and_status(vault: Path, cli_env, capsys: pytest.CaptureFixture[str]):
    assert cli.main(["plugin", "status", "--vault", str(vault)]) == 1
    assert capsys.readouterr().out.splitlines()[1] == "Installed plugin: not installed"
    assert cli.main(["plugin", "install", "--vault", str(vault), "--dry-run"]) == 0
    assert capsys.readouterr().out.splitlines()[-1].startswith("Nothing written (--dry-run).")
    assert cli.main(["plugin", "install", "--vault", str(vault)]) == 0
    assert capsys.readouterr().out == (
        f"Installed Vault Recall 0.1.0 (from vault-recall 0.1.0) in {folder_of(vault)}: "
        f"wrote main.js, manifest.json, styles.css.\n{HINT}\n"
    )
    assert cli.main(["plugin", "status", "--vault", str(vault)]) == 0
    assert capsys.readouterr().out.splitlines()[3:] == [
        "Daemon: not running",
        "Files: main.js same, manifest.json same, styles.css same",
    ]


def test_cli_refusals(tmp_path: Path, cli_env, capsys: pytest.CaptureFixture[str]):
    assert cli.main(["plugin", "install", "--vault", str(tmp_path / "nope")]) == 2
    assert capsys.readouterr().err == f"vault-recall: vault folder not found: {tmp_path / 'nope'}\n"
    vault = tmp_path / "vault"
    vault.mkdir()
    (vault / ".obsidian").symlink_to(tmp_path / "config")
    assert cli.main(["plugin", "install", "--vault", str(vault)]) == 2
    assert "outside the vault" in capsys.readouterr().err
    assert not (tmp_path / "config").exists()
