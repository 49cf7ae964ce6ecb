"""The token and runtime files: private modes whatever the umask, symlinks refused, the
environment's token honoured and never stored."""

from __future__ import annotations

import json
import os
import stat
import threading
from pathlib import Path

import pytest

from vault_recall.daemon import runtime
from vault_recall.engine.config import vault_id


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    config = tmp_path / "config"
    monkeypatch.setenv("VAULT_RECALL_CONFIG_DIR", str(config))
    monkeypatch.delenv("VAULT_RECALL_TOKEN", raising=False)
    (tmp_path / "vault").mkdir()
    return tmp_path


@pytest.fixture(params=[0o000, 0o022], ids=["umask000", "umask022"])
def umask(request):
    old = os.umask(request.param)
    yield request.param
    os.umask(old)


def mode(path: Path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


def test_token_and_runtime_files_are_private_under_any_umask(home, umask):
    vault = home / "vault"
    token = runtime.load_token(vault)
    path = runtime.write_runtime(vault, 41234, token, "0.1.0")
    config = home / "config"
    assert mode(config) == 0o700
    assert mode(config / "tokens") == 0o700
    assert mode(config / "runtime") == 0o700
    assert mode(config / "tokens" / vault_id(vault)) == 0o600
    assert mode(path) == 0o600
    assert path == config / "runtime" / f"{vault_id(vault)}.json"
    # No temporary file is left beside them.
    assert sorted(p.name for p in (config / "runtime").iterdir()) == [path.name]


def test_missing_parent_folders_are_created_private(home, umask, monkeypatch):
    deep = home / "a" / "b" / "config"
    monkeypatch.setenv("VAULT_RECALL_CONFIG_DIR", str(deep))
    runtime.load_token(home / "vault")
    assert mode(home / "a") == 0o700
    assert mode(home / "a" / "b") == 0o700
    assert os.umask(umask) == umask  # and the process umask is left as it was


def test_the_token_is_made_once_and_kept(home):
    first = runtime.load_token(home / "vault")
    assert len(first) == 43  # secrets.token_urlsafe(32)
    assert runtime.load_token(home / "vault") == first
    assert (home / "config" / "tokens" / vault_id(home / "vault")).read_text() == first


def test_two_vaults_get_two_tokens(home):
    (home / "other").mkdir()
    assert runtime.load_token(home / "vault") != runtime.load_token(home / "other")


def test_an_existing_world_readable_token_is_tightened(home):
    path = runtime.token_path(home / "vault")
    path.parent.mkdir(parents=True)
    path.write_text("kept-token-0123456789abcdef")
    os.chmod(path, 0o644)
    os.chmod(path.parent, 0o755)
    assert runtime.load_token(home / "vault") == "kept-token-0123456789abcdef"
    assert mode(path) == 0o600
    assert mode(path.parent) == 0o700


@pytest.mark.parametrize("content", [b"", b"   \n", b"\xff\xfe garbage \x00", b"short"])
def test_an_empty_or_garbled_token_file_is_replaced(home, content):
    path = runtime.token_path(home / "vault")
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    token = runtime.load_token(home / "vault")
    assert len(token) == 43
    assert path.read_text() == token


def test_a_symlinked_token_file_is_refused_and_its_target_untouched(home):
    target = home / "elsewhere"
    target.write_text("not yours")
    path = runtime.token_path(home / "vault")
    path.parent.mkdir(parents=True)
    os.symlink(target, path)
    with pytest.raises(runtime.UnsafePath):
        runtime.load_token(home / "vault")
    assert target.read_text() == "not yours"
    assert path.is_symlink()


def test_a_dangling_token_symlink_is_refused(home):
    path = runtime.token_path(home / "vault")
    path.parent.mkdir(parents=True)
    os.symlink(home / "does-not-exist", path)
    with pytest.raises(runtime.UnsafePath):
        runtime.load_token(home / "vault")
    assert not (home / "does-not-exist").exists()


@pytest.mark.parametrize("folder", ["tokens", "runtime"])
def test_a_symlinked_folder_is_refused(home, folder):
    elsewhere = home / "elsewhere"
    elsewhere.mkdir()
    (home / "config").mkdir()
    os.symlink(elsewhere, home / "config" / folder)
    with pytest.raises(runtime.UnsafePath):
        if folder == "tokens":
            runtime.load_token(home / "vault")
        else:
            runtime.write_runtime(home / "vault", 1, "t" * 20, "0.1.0")
    assert list(elsewhere.iterdir()) == []


def test_a_symlinked_runtime_file_is_refused_and_its_target_untouched(home):
    target = home / "elsewhere.json"
    target.write_text("{}")
    path = runtime.runtime_path(home / "vault")
    path.parent.mkdir(parents=True)
    os.symlink(target, path)
    with pytest.raises(runtime.UnsafePath):
        runtime.write_runtime(home / "vault", 1, "t" * 20, "0.1.0")
    assert target.read_text() == "{}"
    assert runtime.read_runtime(home / "vault") is None


def test_a_fifo_in_place_of_the_token_is_refused_without_blocking(home):
    path = runtime.token_path(home / "vault")
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    result: list[object] = []

    def load() -> None:
        try:
            result.append(runtime.load_token(home / "vault"))
        except runtime.UnsafePath as exc:
            result.append(exc)

    thread = threading.Thread(target=load, daemon=True)
    thread.start()
    thread.join(5)
    assert not thread.is_alive()
    assert isinstance(result[0], runtime.UnsafePath)


def test_the_environment_token_is_honoured_and_never_written(home, monkeypatch):
    monkeypatch.setenv("VAULT_RECALL_TOKEN", "from-the-environment-0123456789")
    assert runtime.load_token(home / "vault") == "from-the-environment-0123456789"
    assert not (home / "config" / "tokens").exists()


def test_an_empty_environment_token_is_ignored(home, monkeypatch):
    monkeypatch.setenv("VAULT_RECALL_TOKEN", "")
    assert len(runtime.load_token(home / "vault")) == 43


def test_the_runtime_file_says_where_the_daemon_is(home):
    (home / "link").symlink_to(home / "vault")
    path = runtime.write_runtime(home / "link", 41234, "t" * 43, "0.1.0", home / "ix" / ".." / "index")
    record = json.loads(path.read_text())
    assert record == {
        "port": 41234,
        "token": "t" * 43,
        "pid": os.getpid(),
        "vault": str((home / "vault").resolve()),
        "version": "0.1.0",
        "instance": runtime.INSTANCE,
        "index_dir": str(home / "index"),
    }
    assert len(runtime.INSTANCE) == 16
    assert runtime.read_runtime(home / "vault") == record


def rewrite(path: Path, **changes: object) -> None:
    path.write_text(json.dumps({**json.loads(path.read_text()), **changes}))


def test_only_the_daemon_that_wrote_the_runtime_file_removes_it(home):
    path = runtime.write_runtime(home / "vault", 41234, "t" * 43, "0.1.0")
    rewrite(path, pid=os.getpid() + 1)
    runtime.remove_runtime(home / "vault")
    assert path.exists()
    runtime.write_runtime(home / "vault", 41234, "t" * 43, "0.1.0")
    runtime.remove_runtime(home / "vault")
    assert not path.exists()
    runtime.remove_runtime(home / "vault")  # already gone: nothing to do


@pytest.mark.parametrize("instance", ["0123456789abcdef", None])
def test_a_runtime_file_of_another_daemon_with_the_same_pid_stays(home, instance):
    # pid 1 in two containers sharing a config folder, or a pid reused after a crash.
    path = runtime.write_runtime(home / "vault", 41234, "t" * 43, "0.1.0")
    rewrite(path, instance=instance)
    runtime.remove_runtime(home / "vault")
    assert json.loads(path.read_text())["instance"] == instance


def answers(port: int) -> dict:
    return {"ok": True, "version": "0.1.0"}


def test_a_running_daemon_is_one_that_is_alive_and_answers(home):
    vault = home / "vault"
    assert runtime.running_daemon(vault, probe=answers, alive=lambda pid: True) is None  # no runtime file
    path = runtime.write_runtime(vault, 41234, "t" * 43, "0.1.0")
    # This process's own record is never "another daemon".
    assert runtime.running_daemon(vault, probe=answers, alive=lambda pid: True) is None
    rewrite(path, pid=4242)
    record = runtime.running_daemon(vault, probe=answers, alive=lambda pid: True)
    assert record is not None and (record["pid"], record["port"]) == (4242, 41234)
    # Unknown liveness (Windows): the answer decides.
    assert runtime.running_daemon(vault, probe=answers, alive=lambda pid: None) == record
    assert runtime.running_daemon(vault, probe=answers, alive=lambda pid: False) is None
    assert runtime.running_daemon(vault, probe=lambda port: None, alive=lambda pid: True) is None
    assert runtime.running_daemon(vault, probe=lambda port: {"ok": False}, alive=lambda pid: True) is None
    rewrite(path, port="41234")
    assert runtime.running_daemon(vault, probe=answers, alive=lambda pid: True) is None


def test_the_daemon_on_a_port_is_found_among_all_vaults(home):
    (home / "other").mkdir()
    runtime.write_runtime(home / "vault", 41234, "t" * 43, "0.1.0")
    stale = runtime.write_runtime(home / "other", 41999, "t" * 43, "0.1.0")
    rewrite(stale, pid=4242)
    assert runtime.daemon_on_port(41234)["vault"] == str((home / "vault").resolve())
    assert runtime.daemon_on_port(41999, alive=lambda pid: pid != 4242) is None
    assert runtime.daemon_on_port(41500) is None
    stale.write_bytes(b"{not json")
    assert runtime.daemon_on_port(41999) is None


def test_no_runtime_folder_means_no_daemon_on_any_port(home):
    assert runtime.daemon_on_port(41234) is None


def test_a_garbled_runtime_file_reads_as_offline(home):
    path = runtime.runtime_path(home / "vault")
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{not json")
    assert runtime.read_runtime(home / "vault") is None
    runtime.remove_runtime(home / "vault")
    assert path.exists()
